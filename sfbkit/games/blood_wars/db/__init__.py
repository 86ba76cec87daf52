"""The Blood Wars card database: search records, search fields and the exports."""
