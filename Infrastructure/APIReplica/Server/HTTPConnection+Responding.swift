import Foundation

extension HTTPConnection {
    func respond(to parsed: ParsedHTTPRequest) -> Bool {
        guard let response = waiter.response(from: handler, to: parsed.request) else { return false }
        if response.delay > .zero {
            guard waiter.sleep(for: response.delay) else { return false }
        }
        let bodyByteLimit = parsed.omitsResponseBody ? 0 : Int.max
        switch response.delivery {
        case .complete:
            let keepsAlive = parsed.keepsAlive && !waiter.isInterrupted
            let message = serializer.message(
                for: response,
                date: currentDate(),
                keepsAlive: keepsAlive,
                bodyByteLimit: bodyByteLimit
            )
            guard socket.sendAll(message) else { return false }
            if !keepsAlive { closeGracefully() }
            return keepsAlive
        case .dropConnection:
            return false
        case .truncateBody(let afterBytes):
            let message = serializer.message(
                for: response,
                date: currentDate(),
                keepsAlive: false,
                bodyByteLimit: min(afterBytes, bodyByteLimit)
            )
            _ = socket.sendAll(message)
            socket.shutdownWriting()
            return false
        }
    }

    func refuse(status: Int, message: String) {
        let answer = HTTPServerResponse.errorAnswer(status: status, message: message)
        guard socket.sendAll(serializer.message(for: answer, date: currentDate(), keepsAlive: false)) else { return }
        closeGracefully()
    }

    func turnAway(status: Int, message: String) {
        let answer = HTTPServerResponse.errorAnswer(status: status, message: message)
        socket.setTimeouts(receive: .milliseconds(100), send: .milliseconds(100))
        _ = socket.sendAll(serializer.message(for: answer, date: currentDate(), keepsAlive: false))
        socket.shutdownWriting()
    }

    // Closing with unread bytes in the receive buffer makes the kernel send a reset, which can destroy the
    // response before the client reads it; so send FIN first and read what the client still sends, briefly.
    private func closeGracefully() {
        socket.shutdownWriting()
        socket.setTimeouts(receive: .milliseconds(100), send: .milliseconds(100))
        let deadline = ContinuousClock.now + .seconds(1)
        var discarded = [UInt8](repeating: 0, count: 16 * 1024)
        var total = 0
        while total < 256 * 1024 && ContinuousClock.now < deadline,
            case .received(let count) = socket.receive(into: &discarded)
        {
            total += count
        }
    }

    private func currentDate() -> String {
        HTTPDate.string(secondsSince1970: Int(Date().timeIntervalSince1970))
    }
}
