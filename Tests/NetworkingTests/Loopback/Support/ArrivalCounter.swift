import APIReplica
import Locking
import LoopbackHTTP

/// A handler that records every request target reaching the server, then passes the request on.
final class ArrivalCounter: HTTPRequestHandler {
    private let handler: any HTTPRequestHandler
    private let targets = Locked<[String]>([])
    private let signal = CountSignal()

    init(wrapping handler: any HTTPRequestHandler) {
        self.handler = handler
    }

    /// Every request target that arrived, in arrival order.
    var arrivedTargets: [String] {
        targets.withLock { $0 }
    }

    /// How many requests for `target` arrived.
    func count(of target: String) -> Int {
        arrivedTargets.filter { $0 == target }.count
    }

    /// Returns once `count` requests in all have arrived.
    func waitForArrivals(_ count: Int) async {
        await signal.wait(for: count)
    }

    func response(to request: HTTPServerRequest) async -> HTTPServerResponse {
        targets.withLock { $0.append(request.target) }
        signal.increment()
        return await handler.response(to: request)
    }
}
