/// The options of `serve`: where the replica listens and which faults it injects.
public struct ServeOptions: Hashable, Sendable {
    /// `--port P` (0...65535, 0 for any free port); nil lets the App choose.
    public var port: Int?
    /// `--faults SPEC`, unparsed: the replica's fault syntax (`FaultSpec`) reads it.
    public var faultSpec: String?

    /// Creates options; nil means "not given".
    public init(port: Int? = nil, faultSpec: String? = nil) {
        self.port = port
        self.faultSpec = faultSpec
    }
}
