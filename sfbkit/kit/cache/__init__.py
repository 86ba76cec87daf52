"""The signed cache under the user's cache folder, and the file stamps and memos kept in it."""
