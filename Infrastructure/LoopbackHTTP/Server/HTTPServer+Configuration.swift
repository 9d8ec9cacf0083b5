extension HTTPServer {
    /// The port and the limits an `HTTPServer` works with.
    public struct Configuration: Sendable, Equatable {
        /// The port to listen on, on 127.0.0.1 only; 0 asks the system for a free one.
        public var port: UInt16
        /// The longest request line accepted; a longer one gets 414.
        public var maxRequestLineBytes: Int
        /// The longest header section accepted; a longer one gets 431.
        public var maxHeaderBytes: Int
        /// The longest request body accepted; a longer one gets 413.
        public var maxBodyBytes: Int
        /// The most connections served at once.
        public var maxConnections: Int
        /// How long a kept-alive connection may sit without sending a byte before the server closes it.
        public var idleTimeout: Duration
        /// How long a client may take to send one whole request once it has begun (408 after that).
        public var requestTimeout: Duration

        /// Creates a configuration; the defaults suit a local replica.
        public init(
            port: UInt16 = 0,
            maxRequestLineBytes: Int = 8 * 1024,
            maxHeaderBytes: Int = 32 * 1024,
            maxBodyBytes: Int = 1024 * 1024,
            maxConnections: Int = 256,
            idleTimeout: Duration = .seconds(30),
            requestTimeout: Duration = .seconds(10)
        ) {
            self.port = port
            self.maxRequestLineBytes = maxRequestLineBytes
            self.maxHeaderBytes = maxHeaderBytes
            self.maxBodyBytes = maxBodyBytes
            self.maxConnections = maxConnections
            self.idleTimeout = idleTimeout
            self.requestTimeout = requestTimeout
        }
    }
}
