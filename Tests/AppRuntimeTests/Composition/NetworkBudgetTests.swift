import Testing

@testable import AppRuntime

@Suite("NetworkBudget")
struct NetworkBudgetTests {
    @Test(arguments: [NetworkBudget.session, NetworkBudget.oneShot])
    func everyBudgetEndsWellWithinThirtySecondsEvenWhenTheServerNeverAnswers(budget: NetworkBudget) {
        #expect(budget.worstCase < .seconds(30))
    }

    @Test func oneShotCommandsGetTheShorterBudget() {
        #expect(NetworkBudget.budget(for: .characters(page: 1, filters: [:])) == .oneShot)
        #expect(NetworkBudget.budget(for: .image(id: 1)) == .oneShot)
        #expect(NetworkBudget.budget(for: .tour) == .session)
        #expect(NetworkBudget.budget(for: .shell) == .session)
        #expect(NetworkBudget.oneShot.worstCase < NetworkBudget.session.worstCase)
    }
}
