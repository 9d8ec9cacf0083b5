/// Runs the commands that browse screens (the tour, `demo`, `shell`, `characters`, `character`, `episodes`,
/// `episode`, `image`): starts the services, builds the verified container and screen factory, runs the session.
@MainActor
struct BrowseCommand {
    let infrastructure: AppInfrastructure

    func run(_ invocation: Invocation) async -> ExitCode {
        await AppServices.run(for: invocation, on: infrastructure) { services in
            await run(invocation, with: services)
        }
    }

    private func run(_ invocation: Invocation, with services: AppServices) async -> ExitCode {
        let errors = infrastructure.streams.standardError
        let factory: ProviderScreenFactory
        do {
            let modules = infrastructure.featureModules(invocation.command, invocation.options)
            factory = try AppContainer.screenFactory(services: services, modules: modules)
        } catch {
            errors.writeLine(error.message)
            return .failure
        }
        let session = BrowseSession(
            factory: factory,
            renderer: invocation.options.screenRenderer(for: infrastructure.outputCapabilities),
            streams: infrastructure.streams,
            clock: services.clock,
            demos: infrastructure.demos,
            lineSource: infrastructure.makeLineSource(),
            shellPrompt: infrastructure.inputIsTerminal ? "> " : nil,
            onUserAction: NavigationTracking.handler(tracker: services.tracker)
        )
        return await session.run(invocation.command) ?? .failure
    }
}
