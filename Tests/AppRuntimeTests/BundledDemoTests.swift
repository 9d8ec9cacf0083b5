import AppRuntime
import Console
import HeadlessHost
import HeadlessHostTesting
import SharedPresentation
import Testing

@Suite("Bundled demos and options")
struct BundledDemoTests {
    @Test func theAppsOwnDemoIsTheTour() throws {
        // The tour uses every feature's commands, so the end-to-end tests run it with the App's real catalog.
        #expect(try DemoCatalog.bundled().names() == ["tour"])
    }

    @Test func globalOptionsChooseTheRenderer() {
        let colour = TerminalCapabilities(usesColor: true)

        #expect(GlobalOptions(printsJSON: true).screenRenderer(for: colour) is JSONScreenRenderer)
        #expect((GlobalOptions().screenRenderer(for: colour) as? TextScreenRenderer)?.usesColor == true)
    }
}
