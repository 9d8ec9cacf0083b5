import Testing

@testable import CharactersFeature

@MainActor
@Suite("FailureSimulatingAvatarImageLoader")
struct FailureSimulatingAvatarImageLoaderTests {
    @Test func theSameSeedFailsTheSameAttempts() async {
        let first = await outcomes(seed: 42, rate: 0.5)
        let second = await outcomes(seed: 42, rate: 0.5)

        #expect(first == second)
        #expect(first.contains(true) && first.contains(false))
    }

    @Test func anotherSeedFailsOtherAttempts() async {
        #expect(await outcomes(seed: 1, rate: 0.5) != outcomes(seed: 2, rate: 0.5))
    }

    @Test func failsAboutTheRateOverManyAttempts() {
        let roll = FailureRoll(rate: 0.3, seed: 7)
        let attempts = (1...2_000).flatMap { id in (0..<5).map { (id, $0) } }

        let failures = attempts.filter { roll.fails(id: $0.0, attempt: $0.1) }.count

        #expect(abs(Double(failures) / Double(attempts.count) - 0.3) < 0.02)
    }

    @Test func aRateOfZeroNeverFailsAndOneAlwaysFails() {
        let ids = Array(1...500)

        #expect(ids.allSatisfy { !FailureRoll(rate: 0, seed: 3).fails(id: $0, attempt: 0) })
        #expect(ids.allSatisfy { FailureRoll(rate: 1, seed: 3).fails(id: $0, attempt: 0) })
    }

    @Test func aSimulatedFailureNeverReachesTheWrappedLoaderAndTheNextAttemptRollsAgain() async throws {
        let roll = FailureRoll(rate: 0.5, seed: 9)
        let id = try #require((1...1_000).first { roll.fails(id: $0, attempt: 0) && !roll.fails(id: $0, attempt: 1) })
        let spy = AvatarImageLoaderSpy()
        let sut = FailureSimulatingAvatarImageLoader(wrapping: spy, failureRate: 0.5, seed: 9)

        await #expect(throws: AvatarImageError.simulatedFailure(characterID: id, attempt: 0)) {
            try await sut.loadAvatar(characterID: id, mode: .preferSaved)
        }
        #expect(spy.messages.isEmpty)
        let image = try await sut.loadAvatar(characterID: id, mode: .preferSaved)

        #expect(image == Fixtures.avatar(id: id))
        #expect(spy.messages == [.load(characterID: id, mode: .preferSaved)])
    }

    private func outcomes(seed: UInt64, rate: Double) async -> [Bool] {
        let sut = FailureSimulatingAvatarImageLoader(wrapping: AvatarImageLoaderSpy(), failureRate: rate, seed: seed)
        var outcomes: [Bool] = []
        for attempt in 0..<3 {
            for id in 1...30 {
                _ = attempt
                outcomes.append((try? await sut.loadAvatar(characterID: id, mode: .preferSaved)) == nil)
            }
        }
        return outcomes
    }
}
