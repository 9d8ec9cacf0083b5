extension HTTPConnection {
    func respond(to parsed: ParsedHTTPRequest) -> Bool {
        guard let response = waiter.response(from: handler, to: parsed.request) else { return false }
        if response.delay > .zero {
            guard waiter.sleep(for: response.delay) else { return false }
        }
        var bodyByteLimit = parsed.omitsResponseBody ? 0 : Int.max
        var keepsAlive = parsed.keepsAlive && !waiter.isInterrupted
        switch response.delivery {
        case .complete:
            break
        case .dropConnection:
            return false
        case .truncateBody(let afterBytes):
            bodyByteLimit = min(afterBytes, bodyByteLimit)
            keepsAlive = false
        case .stream(let stream):
            return deliver(
                stream, head: serializer.message(for: response, keepsAlive: false, bodyByteLimit: 0),
                omitsBody: parsed.omitsResponseBody)
        }
        let sent = socket.sendAll(
            serializer.message(for: response, keepsAlive: keepsAlive, bodyByteLimit: bodyByteLimit))
        if case .truncateBody = response.delivery {
            socket.shutdownWriting()
            return false
        }
        guard sent else { return false }
        if !keepsAlive { closeGracefully() }
        return keepsAlive
    }

    /// Writes the head, then each chunk of `stream` as it comes (or its heartbeat while it is quiet), until the stream
    /// ends, the client goes away or the server stops; always closes the connection.
    private func deliver(_ stream: HTTPResponseStream, head: [UInt8], omitsBody: Bool) -> Bool {
        streaming.withLock { $0 = stream }
        defer { stream.end() }
        guard socket.sendAll(head), !omitsBody, !waiter.isInterrupted else { return false }
        var quiet = Duration.zero
        let tick = min(stream.heartbeatInterval, .seconds(1))
        while !waiter.isInterrupted {
            switch stream.next(timeout: tick) {
            case .chunk(let chunk):
                quiet = .zero
                guard socket.sendAll(Array(chunk)) else { return false }
            case .idle:
                quiet += tick
                guard !socket.peerHasClosed() else { return false }
                if quiet >= stream.heartbeatInterval {
                    quiet = .zero
                    guard socket.sendAll(Array(stream.heartbeat)) else { return false }
                }
            case .ended:
                return false
            }
        }
        return false
    }

    func refuse(status: Int, message: String) {
        let answer = HTTPServerResponse.errorAnswer(status: status, message: message)
        guard socket.sendAll(serializer.message(for: answer, keepsAlive: false)) else { return }
        closeGracefully()
    }

    func turnAway(status: Int, message: String) {
        let answer = HTTPServerResponse.errorAnswer(status: status, message: message)
        socket.setTimeouts(receive: .milliseconds(100), send: .milliseconds(100))
        _ = socket.sendAll(serializer.message(for: answer, keepsAlive: false))
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
}
