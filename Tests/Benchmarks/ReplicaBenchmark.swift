import APIReplica
import Foundation

/// Requests per second the replica's HTTP server answers over loopback, beside an empty-204 baseline.
enum ReplicaBenchmark: BenchmarkSuite {
    /// One kind of request to measure: how to build the handler that serves it and the targets clients ask for.
    struct Workload: Sendable {
        var name: String
        var targets: [String]
        var makeHandler: @Sendable () -> any HTTPRequestHandler
    }

    static let name = "replica"
    static let summary = "HTTP server requests/s over loopback (keep-alive clients) vs an empty 204"

    /// The workloads measured; after merging, point `makeHandler` at the real API handler (pages, avatars).
    static let workloads: [Workload] = [
        Workload(name: "10 KB JSON", targets: ["/api/character/?page=1", "/api/character/?page=2"]) {
            FixedResponseHandler(status: 200, contentType: "application/json", body: SampleBodies.json(bytes: 10_000))
        },
        Workload(name: "30 KB binary", targets: ["/api/character/avatar/1.jpeg", "/api/character/avatar/2.jpeg"]) {
            FixedResponseHandler(status: 200, contentType: "image/jpeg", body: SampleBodies.binary(bytes: 30_000))
        },
    ]
    /// The same clients against a handler that answers an empty 204: the cost of the server and the loopback alone.
    static let baseline = Workload(name: "empty 204", targets: ["/"]) {
        FixedResponseHandler(status: 204, contentType: nil, body: Data())
    }
    static let clientCounts = [1, 4, 16]

    static func run(arguments: [String]) async throws -> Bool {
        var table = ResultTable()
        for clients in clientCounts {
            let rates = try await bestRates(of: [baseline] + workloads, clients: clients)
            for (workload, rate) in zip(workloads, rates.dropFirst()) {
                table.add("\(workload.name), \(clients) clients", value: rate, baseline: rates[0], unit: "req/s")
            }
        }
        print("keep-alive raw clients, one thread each; best of \(LoopbackLoad.rounds) interleaved rounds")
        print("ratio = requests/s relative to the empty-204 baseline with as many clients (higher is better)\n")
        print(table.render())
        return table.allTargetsMet
    }

    /// Requests per second for each workload with `clients` clients; rounds alternate between the workloads so
    /// that load from elsewhere on the machine hits them alike.
    static func bestRates(of workloads: [Workload], clients: Int) async throws -> [Double] {
        let servers = workloads.map { HTTPServer(handler: $0.makeHandler()) }
        defer { servers.forEach { $0.stop() } }
        let loads = try zip(workloads, servers).map { workload, server in
            LoopbackLoad(targets: workload.targets, clients: clients, port: try server.start())
        }
        // Blocking clients run on their own threads: on the cooperative pool they would starve the handlers.
        return try await withCheckedThrowingContinuation { continuation in
            Thread {
                continuation.resume(with: Result { try LoopbackLoad.bestRates(of: loads) })
            }.start()
        }
    }
}
