import Foundation
import TestSupport
import Testing

@Suite("LocationsFeature layer rules")
struct LocationsLayerRulesTests {
    private let root = FeatureLayout.folder(of: "LocationsFeature")

    @Test func theFeatureHasExactlyTheTemplatesFolders() {
        #expect(FeatureLayout.folders(under: root) == FeatureLayout.folders)
    }

    @Test func domainImportsOnlyFoundationPresentationNoInfrastructureAndOnlyTheAssemblyTheContainer() throws {
        #expect(try FeatureLayout.violations(under: root) == [])
    }
}
