import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Listens on 127.0.0.1, accepts connections on its own thread and serves each on a new thread of its own.
// Blocking calls stay off the cooperative pool: a few blocked connections would starve every task.
final class ConnectionListener: Sendable {
    /// The bound port (a free one when the configuration says 0).
    let port: UInt16
    private let socket: TCPSocket
    private let wakeUp: WakeUpPipe
    private let registry: ConnectionRegistry
    private let handler: any HTTPRequestHandler
    private let configuration: HTTPServer.Configuration
    private let acceptLoopEnded = DispatchSemaphore(value: 0)

    init(handler: any HTTPRequestHandler, configuration: HTTPServer.Configuration) throws(HTTPServerError) {
        socket = try TCPSocket.listeningOnLoopback(port: configuration.port, backlog: 128)
        do throws(HTTPServerError) {
            wakeUp = try WakeUpPipe()
        } catch {
            socket.close()
            throw error
        }
        port = socket.localAddress()?.port ?? configuration.port
        registry = ConnectionRegistry(capacity: configuration.maxConnections)
        self.handler = handler
        self.configuration = configuration
    }

    var localAddress: (host: String, port: UInt16)? { socket.localAddress() }

    func start() {
        let thread = Thread { [self] in
            acceptUntilWokenUp()
            acceptLoopEnded.signal()
        }
        thread.name = "HTTPServer accept"
        thread.start()
    }

    /// Closes the listening socket and every connection, and returns once all of them are closed.
    func stop() {
        wakeUp.signal()
        acceptLoopEnded.wait()
        socket.close()
        wakeUp.close()
        registry.closeAll()
        registry.waitUntilEmpty()
    }

    private func acceptUntilWokenUp() {
        var descriptors = [
            pollfd(fd: socket.descriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: wakeUp.readDescriptor, events: Int16(POLLIN), revents: 0),
        ]
        while true {
            let ready = poll(&descriptors, nfds_t(descriptors.count), -1)
            if ready < 0 && errno == EINTR { continue }
            if ready < 0 || descriptors[1].revents != 0 { return }
            guard descriptors[0].revents != 0 else { continue }
            let accepted = SocketPlatform.acceptConnection(on: socket.descriptor)
            if accepted >= 0 {
                serve(TCPSocket(descriptor: accepted))
            } else if errno == EMFILE || errno == ENFILE || errno == ENOBUFS || errno == ENOMEM {
                // Out of descriptors: the pending connection stays readable, so back off instead of spinning.
                usleep(10_000)
            }
        }
    }

    private func serve(_ socket: TCPSocket) {
        let connection = HTTPConnection(socket: socket, handler: handler, configuration: configuration)
        switch registry.admit(connection) {
        case .admitted:
            let thread = Thread { [registry] in
                connection.serve()
                registry.retire(connection)
            }
            thread.name = "HTTPServer connection"
            thread.start()
        case .full:
            connection.turnAway(status: 503, message: "too many connections")
            socket.close()
        case .closed:
            socket.close()
        }
    }
}

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
