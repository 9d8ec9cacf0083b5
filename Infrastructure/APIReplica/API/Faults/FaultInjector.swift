import Foundation
import Locking
import LoopbackHTTP
import SplitMix

/// Spoils a deterministic share of answers as its `FaultSpec` says, and counts what it injected.
public final class FaultInjector: Sendable {
    /// The spec it follows.
    public let spec: FaultSpec
    private let state = Locked((report: FaultReport(), occurrences: [String: Int]()))

    /// Creates an injector following `spec`.
    public init(spec: FaultSpec) {
        self.spec = spec
    }

    /// Creates an injector from a `--faults` spec text.
    public convenience init(parsing text: String) throws(FaultSpecError) {
        self.init(spec: try FaultSpec.parse(text))
    }

    /// What it has injected so far.
    public var report: FaultReport {
        state.withLock { $0.report }
    }

    /// The fault for the `occurrence`-th (from 0) request of `target`, or nil: a pure function of the spec.
    public func plannedFault(forTarget target: String, occurrence: Int) -> FaultKind? {
        let hash = Self.hash(seed: spec.seed, target: target, occurrence: occurrence)
        let draw = SplitMix64.unitValue(hash)
        guard draw < spec.rate, !spec.kinds.isEmpty else { return nil }
        return spec.kinds[Int(SplitMix64.mix(hash) % UInt64(spec.kinds.count))]
    }

    /// Records the request, then returns `response` spoiled by the planned fault (if any), with the latency added.
    public func apply(to response: HTTPServerResponse, for request: HTTPServerRequest) -> HTTPServerResponse {
        let occurrence = state.withLock { state in
            state.report.requests += 1
            defer { state.occurrences[request.target, default: 0] += 1 }
            return state.occurrences[request.target, default: 0]
        }
        var result = response
        if let fault = plannedFault(forTarget: request.target, occurrence: occurrence) {
            state.withLock { $0.report.injected[fault, default: 0] += 1 }
            result = spoil(response, with: fault)
        }
        result.delay += spec.latency
        return result
    }

    private func spoil(_ response: HTTPServerResponse, with fault: FaultKind) -> HTTPServerResponse {
        var spoiled = response
        switch fault {
        case .internalServerError, .serviceUnavailable, .tooManyRequests:
            let status = Int(fault.rawValue) ?? 500
            var headers = ReplicaResponses.commonHeaders
            headers["Content-Type"] = ReplicaResponses.jsonContentType
            if fault == .tooManyRequests {
                headers["Retry-After"] = String(spec.retryAfterSeconds)
            }
            let reason = "Injected fault: \(status) \(HTTPServerResponse.reasonPhrase(for: status))"
            return HTTPServerResponse(status: status, headers: headers, body: ReplicaResponses.errorBody(reason))
        case .dropConnection:
            spoiled.delivery = .dropConnection
        case .truncateBody:
            spoiled.delivery = .truncateBody(afterBytes: response.body.count / 2)
        case .malformedBody:
            spoiled.status = 200
            spoiled.headers["ETag"] = nil
            spoiled.body = response.body.prefix(response.body.count / 2) + Data("<malformed".utf8)
        case .slowResponse:
            spoiled.delay += spec.slowDelay
        }
        return spoiled
    }

    private static func hash(seed: UInt64, target: String, occurrence: Int) -> UInt64 {
        let mix = SplitMix64.mix
        let targetHash = EntityTag.fnv1a(target.utf8)
        return mix(mix(mix(seed ^ SplitMix64.increment) ^ targetHash) ^ UInt64(truncatingIfNeeded: occurrence))
    }
}
