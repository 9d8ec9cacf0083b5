import Locking

/// One accepted connection, served on its own thread: reads requests, asks the handler, writes the responses.
final class HTTPConnection: Sendable {
    let socket: TCPSocket
    let handler: any HTTPRequestHandler
    let configuration: HTTPServer.Configuration
    let waiter = InterruptibleWaiter()
    let serializer = HTTPResponseSerializer()
    /// What it is doing, for a full server choosing which connection gives way to a new one.
    let phase = Locked(Phase.idle(since: .now))
    /// The stream it is writing, if any, ended when the server interrupts the connection.
    let streaming = Locked<HTTPResponseStream?>(nil)

    enum Phase {
        case idle(since: ContinuousClock.Instant)
        case receiving(since: ContinuousClock.Instant)
        case answering
    }

    init(socket: TCPSocket, handler: any HTTPRequestHandler, configuration: HTTPServer.Configuration) {
        self.socket = socket
        self.handler = handler
        self.configuration = configuration
    }

    func interrupt() {
        waiter.interrupt()
        streaming.withLock { $0 }?.end()
        socket.shutdownBoth()
    }

    func serve() {
        socket.configureForResponses()
        socket.setTimeouts(receive: configuration.idleTimeout, send: configuration.idleTimeout)
        var parser = HTTPRequestParser(limits: configuration)
        var readBuffer = [UInt8](repeating: 0, count: 64 * 1024)
        var requestStart: ContinuousClock.Instant?
        while !waiter.isInterrupted {
            do {
                while let parsed = try parser.nextRequest() {
                    requestStart = nil
                    phase.withLock { $0 = .answering }
                    guard respond(to: parsed) else { return }
                }
            } catch {
                return refuse(status: error.status, message: error.message)
            }
            if parser.awaitsContinue {
                guard socket.sendAll(serializer.continueMessage()) else { return }
                parser.markContinueSent()
            }
            if parser.hasPartialRequest {
                let now = ContinuousClock.now
                let start = requestStart ?? now
                requestStart = start
                if start.duration(to: now) > configuration.requestTimeout {
                    return refuse(status: 408, message: "request not received in time")
                }
            }
            phase.withLock { phase in
                switch (phase, requestStart) {
                case (_, let start?): phase = .receiving(since: start)
                case (.idle, nil): break
                case (_, nil): phase = .idle(since: .now)
                }
            }
            switch socket.receive(into: &readBuffer) {
            case .received(let count):
                parser.append(readBuffer[..<count])
            case .timedOut where parser.hasPartialRequest:
                return refuse(status: 408, message: "request not received in time")
            case .endOfStream, .timedOut, .failed:
                return
            }
        }
    }
}
