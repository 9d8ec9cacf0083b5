import APIReplica
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("The replica listens on loopback only")
struct LoopbackOnlyListeningTests {
    @Test(
        .enabled(
            if: NonLoopbackAddress.first != nil,
            "skipped: this machine has no non-loopback IPv4 address to try connecting through")
    )
    func connectingThroughTheMachinesNetworkAddressIsRefused() async throws {
        let address = try #require(NonLoopbackAddress.first)
        let replica = try WireReplica(dataset: try ReplicaDataset.bundledSample())
        defer { replica.server.stop() }

        let (outside, loopback) = try await onDedicatedThread {
            (
                NonLoopbackAddress.connectionResult(to: address, port: replica.port),
                NonLoopbackAddress.connectionResult(
                    to: in_addr(s_addr: UInt32(0x7F00_0001).bigEndian), port: replica.port)
            )
        }

        #expect(outside == ECONNREFUSED)
        #expect(loopback == 0, "the same port answers on 127.0.0.1")
    }
}
