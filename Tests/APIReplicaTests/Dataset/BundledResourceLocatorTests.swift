import APIReplica
import Foundation
import Testing

@Suite("BundledResourceLocator")
struct BundledResourceLocatorTests {
    @Test func findsTheSampleUniverseOfThisBuild() throws {
        let directory = try #require(ReplicaDataset.sampleLocator.directory(named: "SampleUniverse"))

        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("characters.json").path))
    }

    @Test func answersNilInsteadOfCrashingWhenNothingHasTheFolder() {
        let locator = BundledResourceLocator(
            bundleName: "NoSuchPackage_NoSuchTarget",
            sourceDirectory: URL(fileURLWithPath: "/nonexistent/resources")
        )

        #expect(locator.directory(named: "Anything") == nil)
    }

    @Test func fallsBackToTheSourceDirectory() throws {
        let source = FileManager.default.temporaryDirectory.appendingPathComponent("locator-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: source.appendingPathComponent("Demos"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: source) }
        let locator = BundledResourceLocator(bundleName: "NoSuchPackage_NoSuchTarget", sourceDirectory: source)

        #expect(
            locator.directory(named: "Demos")?.standardizedFileURL
                == source.appendingPathComponent("Demos").standardizedFileURL)
    }
}
