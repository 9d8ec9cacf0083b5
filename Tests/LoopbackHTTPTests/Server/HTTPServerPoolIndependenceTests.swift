import Foundation
import TestSupport
import Testing

@testable import LoopbackHTTP

@Suite("HTTPServer independent of Swift concurrency's pool")
struct HTTPServerPoolIndependenceTests {
    @Test func answersWhileEveryPoolThreadIsBusy() async throws {
        let sut = try StartedServer()
        defer { sut.server.stop() }
        let width = ProcessInfo.processInfo.activeProcessorCount
        let started = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let blockers = (0..<width).map { _ in
            Task.detached { occupyThisThread(announcingOn: started, until: release) }
        }

        let answer = try await onDedicatedThread {
            for _ in 0..<width { started.wait() }
            defer { for _ in 0..<width { release.signal() } }
            return try sut.connect(receiveTimeout: .seconds(3)).get("/while-the-pool-is-busy")
        }
        for blocker in blockers { await blocker.value }

        #expect(answer.bodyText == "GET /while-the-pool-is-busy")
    }
}

/// Holds the calling pool thread, as a long synchronous computation would, until `release` is signalled.
private func occupyThisThread(announcingOn started: DispatchSemaphore, until release: DispatchSemaphore) {
    started.signal()
    release.wait()
}
