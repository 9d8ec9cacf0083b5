import APIReplica
import Foundation
import LoopbackHTTP

/// Requests per second the replica answers over loopback with the real API handler (list pages and avatars of a
/// universe the size of the real API), beside an empty-204 baseline.
enum ReplicaBenchmark: BenchmarkSuite {
    /// One kind of request to measure: how to build the handler that serves it and the targets clients ask for.
    struct Workload: Sendable {
        var name: String
        var targets: [String]
        var makeHandler: @Sendable (URL) -> any HTTPRequestHandler
    }

    static let name = "replica"
    static let summary = "ReplicaAPI requests/s over loopback (pages, avatars; 1/4/16 clients) vs an empty 204"

    /// A universe as large as the real API's (826 characters, 42 pages), generated the same on every run.
    static let universe = GeneratedUniverse(characterCount: 826).dataset()
    static let avatarIDs = Array(1...64)

    static let workloads: [Workload] = [
        Workload(name: "list pages", targets: (1...42).map { "/api/character?page=\($0)" }) { base in
            ReplicaAPI(dataset: universe, baseURL: base)
        },
        Workload(name: "avatars", targets: avatarIDs.map { "/api/character/avatar/\($0).jpeg" }) { base in
            ReplicaAPI(dataset: universe, baseURL: base)
        },
    ]
    /// The same clients against a handler that answers an empty 204: the cost of the server and the loopback alone.
    static let baseline = Workload(name: "empty 204", targets: ["/"]) { _ in
        FixedResponseHandler(status: 204, contentType: nil, body: Data())
    }
    static let clientCounts = [1, 4, 16]
    /// The least share of the baseline's rate each workload should reach with several clients (prepared answers
    /// make a page or an avatar cost little more than an empty 204).
    static let minimumRatio = 0.6

    static func run(arguments: [String], mode: BenchmarkMode) async throws -> Bool {
        let rounds = LoopbackLoad.Rounds(mode)
        // Avatars are encoded on first request and cached; encode them now so rounds measure serving only.
        for id in avatarIDs { _ = universe.avatars.jpegData(forCharacter: id) }
        try await checkEveryTargetIsAnswered()
        var table = ResultTable()
        for clients in clientCounts {
            let rates = try await bestRates(of: [baseline] + workloads, clients: clients, rounds: rounds)
            for (workload, rate) in zip(workloads, rates.dropFirst()) {
                table.add(
                    "\(workload.name), \(clients) clients", value: rate, baseline: rates[0], unit: "req/s",
                    minRatio: clients > 1 ? minimumRatio : nil)
            }
        }
        print("ReplicaAPI over a generated 826-character universe; keep-alive raw clients, one thread each;")
        print("best of \(rounds.count) interleaved rounds of \(rounds.duration) per load")
        print("ratio = requests/s relative to the empty-204 baseline with as many clients (higher is better)\n")
        print(table.render())
        return table.allTargetsMet
    }

    /// Fails when a workload's target would not get a 200, which would make its rate meaningless.
    static func checkEveryTargetIsAnswered() async throws {
        let base = URL(string: "http://127.0.0.1:1/api") ?? URL(fileURLWithPath: "/")
        for workload in workloads {
            let handler = workload.makeHandler(base)
            for target in workload.targets {
                let status = await handler.response(to: HTTPServerRequest(method: "GET", target: target)).status
                guard status == 200 else { throw UnansweredTarget(target: target, status: status) }
            }
        }
    }

    /// Requests per second for each workload with `clients` clients; rounds alternate between the workloads so
    /// that load from elsewhere on the machine hits them alike.
    static func bestRates(
        of workloads: [Workload], clients: Int, rounds: LoopbackLoad.Rounds
    ) async throws -> [Double] {
        let started = try workloads.map { workload in try ReplicaServer.start(makingHandler: workload.makeHandler) }
        defer { started.forEach { $0.stop() } }
        let loads = zip(workloads, started).map { workload, server in
            LoopbackLoad(targets: workload.targets, clients: clients, port: server.port)
        }
        // Blocking clients run on their own threads: on the cooperative pool they would starve the handlers.
        return try await withCheckedThrowingContinuation { continuation in
            Thread {
                continuation.resume(with: Result { try LoopbackLoad.bestRates(of: loads, rounds: rounds) })
            }.start()
        }
    }
}

/// A benchmark target the handler does not answer with a 200.
struct UnansweredTarget: Error, CustomStringConvertible {
    let target: String
    let status: Int

    var description: String { "\(target) answered \(status), not 200" }
}
