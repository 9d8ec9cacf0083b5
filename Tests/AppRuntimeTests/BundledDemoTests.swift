import AppRuntime
import Console
import HeadlessHost
import HeadlessHostTesting
import SharedPresentation
import Testing

@Suite("Bundled demos")
struct BundledDemoTests {
    @Test func theBundledTourScriptParses() throws {
        let tour = try DemoCatalog.bundled().load("tour")

        let lines = try ScriptParser(vocabulary: .sample).parse(tour.text)

        #expect(lines.first?.step == .show(AppRoute("characters")))
        #expect(lines.contains { $0.step == .back })
        #expect(lines.contains { if case .perform(.search) = $0.step { true } else { false } })
        #expect(lines.contains { if case .perform(.filter) = $0.step { true } else { false } })
    }

    @Test(arguments: ["tour"])
    func everyBundledDemoParses(name: String) throws {
        let demo = try DemoCatalog.bundled().load(name)

        #expect(try !ScriptParser(vocabulary: .sample).parse(demo.text).isEmpty)
    }

    @Test func globalOptionsChooseTheRenderer() {
        let colour = TerminalCapabilities(usesColor: true)

        #expect(GlobalOptions(printsJSON: true).screenRenderer(for: colour) is JSONScreenRenderer)
        #expect((GlobalOptions().screenRenderer(for: colour) as? TextScreenRenderer)?.usesColor == true)
    }
}
