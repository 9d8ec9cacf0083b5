#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A pipe whose read end becomes readable when `signal()` is called, to wake a thread blocked in `poll`.
struct WakeUpPipe: Sendable {
    let readDescriptor: Int32
    private let writeDescriptor: Int32

    init() throws(HTTPServerError) {
        var descriptors: [Int32] = [0, 0]
        guard pipe(&descriptors) == 0 else { throw .socketUnavailable(errno: errno) }
        readDescriptor = descriptors[0]
        writeDescriptor = descriptors[1]
    }

    func signal() {
        var byte: UInt8 = 1
        _ = write(writeDescriptor, &byte, 1)
    }

    func close() {
        SocketPlatform.releaseDescriptor(readDescriptor)
        SocketPlatform.releaseDescriptor(writeDescriptor)
    }
}
