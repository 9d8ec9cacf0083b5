import Console
import FeatureKit
import HeadlessHost

// The commands that browse screens (the tour, `demo`, `shell`, feature commands), in a `BrowseSession`.
extension AppComposition {
    /// The live services of `invocation`, and the screens and actions of the features it composes (their manifests).
    func composeScreens(for invocation: Invocation, printer: OutputPrinter) throws(StartupError)
        -> (AppServices, ProviderScreenFactory, [FeatureManifest])
    {
        let catalog = infrastructure.catalog
        let services = try AppServices.start(for: invocation, on: infrastructure)
        do throws(StartupError) {
            guard catalog.problems.isEmpty else { throw .catalogUnsound(catalog.problems) }
            let modules = catalog.modules(for: invocation.command, options: invocation.options)
            let factory = try ProviderScreenFactory.compose(
                environment: services.environment, modules: modules,
                fixtures: invocation.options.usesFixtures ? catalog.fixtures : nil)
            return (services, factory, modules.map(\.manifest))
        } catch {
            services.stop(printer: printer, isVerbose: invocation.options.isVerbose)
            throw error
        }
    }

    func browse(_ invocation: Invocation, printer: OutputPrinter) async -> ExitCode {
        let catalog = infrastructure.catalog
        let services: AppServices
        let factory: ProviderScreenFactory
        do throws(StartupError) {
            (services, factory, _) = try composeScreens(for: invocation, printer: printer)
        } catch {
            printer.write(.error(error.report), command: invocation.commandText)
            return error.exitCode
        }
        defer { services.stop(printer: printer, isVerbose: invocation.options.isVerbose) }
        // Only the shell reads lines: no other command touches the terminal's settings or the shell's history.
        let lineSource: any LineSource =
            if case .shell = invocation.command {
                infrastructure.makeLineSource(services.userData)
            } else {
                StandardInputLineSource()
            }
        let session = BrowseSession(
            factory: factory,
            actions: factory,
            renderer: printer.renderer,
            streams: printer.streams,
            clock: services.clock,
            vocabulary: catalog.vocabulary,
            demos: infrastructure.demos,
            lineSource: lineSource,
            shellPrompt: infrastructure.inputIsTerminal ? "> " : nil,
            onUserAction: NavigationTracking.handler(tracker: services.tracker, routes: catalog.vocabulary)
        )
        switch invocation.command {
        case .tour: return await session.runDemo(infrastructure.defaultDemo)
        case .demo(let nameOrPath): return await session.runDemo(nameOrPath)
        case .shell: return await session.runShell()
        case .browse(let feature):
            return await session.run(
                feature, repeatsErrors: !infrastructure.outputIsTerminal,
                showsEveryRow: invocation.options.showsEveryRow)
        case .act(let request): return await session.runAction(request)
        case .serve, .web, .crawl, .cache, .help, .commandHelp, .version: return .usage
        }
    }
}
