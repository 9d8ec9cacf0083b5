import Foundation
import TestSupport
import Testing

/// Every feature of this checkout (found, not listed, so a new feature is checked with no new test) follows the
/// one template: its folders, a file for each role named the same way in every feature, and the layer rules.
@Suite("The feature template")
struct FeatureTemplateTests {
    @Test func thereAreFeaturesToCheck() {
        #expect(!FeatureLayout.features.isEmpty)
    }

    @Test(arguments: FeatureLayout.features)
    func everyFeatureFollowsTheTemplate(feature: String) throws {
        #expect(try FeatureLayout.problems(of: feature) == [])
    }
}
