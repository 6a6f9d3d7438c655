//! The pass registry (upstream's `PassRegistration` and
//! `PassPipelineRegistration`): what textual pipelines and `-pass` flags
//! can name, and the `--list-passes`/`--help` text describing it.

use std::collections::BTreeMap;

use crate::manager::{Nesting, OpPassManager};
use crate::options::{OptionsError, OptionsParseCx, PassOptions};
use crate::pass::Pass;

type PassCtor = Box<dyn Fn() -> Box<dyn Pass> + Send + Sync>;
type PipelineBuilder =
    Box<dyn Fn(&mut OpPassManager, &PassOptions) -> Result<(), String> + Send + Sync>;

/// A registered pass: its argument, description and how to make one.
pub struct PassInfo {
    argument: &'static str,
    description: &'static str,
    ctor: PassCtor,
}

impl PassInfo {
    /// A new instance of the pass, with default options.
    pub fn create(&self) -> Box<dyn Pass> {
        (self.ctor)()
    }
}

/// A registered pass pipeline: a name for passes added together, with
/// options of its own.
pub struct PassPipelineInfo {
    argument: &'static str,
    description: &'static str,
    options: Box<dyn Fn() -> PassOptions + Send + Sync>,
    build: PipelineBuilder,
}

/// A pass or pass pipeline, as a pipeline names it.
#[derive(Copy, Clone)]
pub enum RegistryEntry<'a> {
    /// A pass.
    Pass(&'a PassInfo),
    /// A pass pipeline.
    Pipeline(&'a PassPipelineInfo),
}

/// Why an entry could not be added to a pass manager.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct AddError {
    /// What LLVM's option parser wrote to standard error.
    pub stderr: String,
    /// The message for the caller's error handler.
    pub message: String,
}

impl From<OptionsError> for AddError {
    fn from(e: OptionsError) -> Self {
        AddError {
            stderr: e.stderr,
            message: e.stream,
        }
    }
}

impl RegistryEntry<'_> {
    /// The name pipelines use.
    pub fn argument(&self) -> &'static str {
        match self {
            RegistryEntry::Pass(p) => p.argument,
            RegistryEntry::Pipeline(p) => p.argument,
        }
    }

    /// The description `--help` shows.
    pub fn description(&self) -> &'static str {
        match self {
            RegistryEntry::Pass(p) => p.description,
            RegistryEntry::Pipeline(p) => p.description,
        }
    }

    /// The options of a fresh instance.
    pub fn options(&self) -> PassOptions {
        match self {
            RegistryEntry::Pass(p) => p.create().options().clone(),
            RegistryEntry::Pipeline(p) => (p.options)(),
        }
    }

    /// Adds the pass (or the pipeline's passes) to `pm` with `options`
    /// (upstream's `PassRegistryEntry::addToPipeline`).
    pub fn add_to_pipeline(
        &self,
        pm: &mut OpPassManager,
        options: &str,
        cx: &OptionsParseCx<'_>,
    ) -> Result<(), AddError> {
        match self {
            RegistryEntry::Pass(info) => {
                let mut pass = info.create();
                let parsed = pass.initialize_options(options, cx);
                if let Err(e) = parsed {
                    // Upstream's handler gets the error stream's text
                    // (empty when LLVM printed the error itself) with a
                    // newline of its own.
                    return Err(AddError {
                        stderr: e.stderr,
                        message: e.stream,
                    });
                }
                if pm.nesting() == Nesting::Explicit {
                    if let (Some(pm_op), Some(pass_op)) = (pm.op_name(), pass.op_name()) {
                        if pm_op != pass_op {
                            return Err(AddError {
                                stderr: String::new(),
                                message: format!(
                                    "Can't add pass '{}' restricted to '{pass_op}' on a PassManager intended to run on '{}', did you intend to nest?",
                                    pass.name(),
                                    pm.anchor_name()
                                ),
                            });
                        }
                    }
                }
                pm.add_pass(pass);
                Ok(())
            }
            RegistryEntry::Pipeline(info) => {
                let mut opts = (info.options)();
                opts.parse(options, cx)?;
                (info.build)(pm, &opts).map_err(|message| AddError {
                    stderr: String::new(),
                    message,
                })
            }
        }
    }

    /// The width `--help` needs for this entry's options (upstream's
    /// `PassRegistryEntry::getOptionWidth`).
    fn help_width(&self) -> usize {
        self.options().help_width() + 2
    }

    /// This entry's `--help` lines (upstream's `printHelpStr`).
    fn print_help(&self, indent: usize, desc_indent: usize, out: &mut String) {
        let arg = self.argument();
        let width = desc_indent.saturating_sub(indent + 4);
        out.push_str(&" ".repeat(indent));
        out.push_str("--");
        out.push_str(arg);
        out.push_str(&" ".repeat(width.saturating_sub(arg.len())));
        out.push_str("-   ");
        out.push_str(self.description());
        out.push('\n');
        self.options().print_help(indent, desc_indent, out);
    }
}

/// Every pass and pass pipeline a textual pipeline can name.
#[derive(Default)]
pub struct PassRegistry {
    passes: BTreeMap<&'static str, PassInfo>,
    pipelines: BTreeMap<&'static str, PassPipelineInfo>,
}

impl PassRegistry {
    /// An empty registry. Crates providing passes fill it with their
    /// `register` function (`rmlir_transforms::register`).
    pub fn new() -> Self {
        Self::default()
    }

    /// Registers the pass `ctor` makes, under its argument. A later
    /// registration of the same argument is ignored, as upstream's.
    pub fn register_pass(&mut self, ctor: impl Fn() -> Box<dyn Pass> + Send + Sync + 'static) {
        let sample = ctor();
        let (argument, description) = (sample.argument(), sample.description());
        assert!(
            !argument.is_empty(),
            "registering pass '{}' without an argument",
            sample.name()
        );
        self.passes.entry(argument).or_insert(PassInfo {
            argument,
            description,
            ctor: Box::new(ctor),
        });
    }

    /// Registers a pass pipeline: `build` adds its passes to a pass
    /// manager, given its options (made by `options`).
    pub fn register_pipeline(
        &mut self,
        argument: &'static str,
        description: &'static str,
        options: impl Fn() -> PassOptions + Send + Sync + 'static,
        build: impl Fn(&mut OpPassManager, &PassOptions) -> Result<(), String> + Send + Sync + 'static,
    ) {
        self.pipelines.entry(argument).or_insert(PassPipelineInfo {
            argument,
            description,
            options: Box::new(options),
            build: Box::new(build),
        });
    }

    /// The pass registered as `argument`.
    pub fn pass(&self, argument: &str) -> Option<&PassInfo> {
        self.passes.get(argument)
    }

    /// The pipeline or pass registered as `argument`, pipelines first (as
    /// upstream's textual pipeline parser looks them up).
    pub fn lookup(&self, argument: &str) -> Option<RegistryEntry<'_>> {
        if let Some(p) = self.pipelines.get(argument) {
            return Some(RegistryEntry::Pipeline(p));
        }
        self.passes.get(argument).map(RegistryEntry::Pass)
    }

    /// The passes, sorted by argument.
    pub fn passes(&self) -> impl Iterator<Item = RegistryEntry<'_>> {
        self.passes.values().map(RegistryEntry::Pass)
    }

    /// The pipelines, sorted by argument.
    pub fn pipelines(&self) -> impl Iterator<Item = RegistryEntry<'_>> {
        self.pipelines.values().map(RegistryEntry::Pipeline)
    }

    /// What `--list-passes` prints (upstream's `printRegisteredPasses`).
    pub fn list_passes(&self) -> String {
        let width = self.passes().map(|e| e.help_width() + 4).max().unwrap_or(0);
        format!("Passes:\n{}", self.pass_entries(2, width))
    }

    /// The `--help` lines of every pass, each at `indent`, descriptions
    /// aligned for `desc_indent` (upstream's `printHelpStr`).
    pub fn pass_entries(&self, indent: usize, desc_indent: usize) -> String {
        let mut out = String::new();
        for e in self.passes() {
            e.print_help(indent, desc_indent, &mut out);
        }
        out
    }

    /// The widest pass or pipeline entry of `--help` (upstream's
    /// `PassNameParser::getOptionWidth`, given the width of the option
    /// itself).
    pub fn help_width(&self, own: usize) -> usize {
        self.passes()
            .chain(self.pipelines())
            .map(|e| e.help_width() + 4)
            .fold(own, usize::max)
    }

    /// The passes section of `--help`, descriptions at `global_width`
    /// (upstream's `PassNameParser::printOptionInfo` for the option
    /// without a name, "Compiler passes to run").
    pub fn help_section(&self, global_width: usize) -> String {
        let mut out = String::from("  Compiler passes to run\n    Passes:\n");
        for e in self.passes() {
            e.print_help(6, global_width, &mut out);
        }
        if self.pipelines.values().next().is_some() {
            out.push_str("    Pass Pipelines:\n");
            for e in self.pipelines() {
                e.print_help(6, global_width, &mut out);
            }
        }
        out
    }
}

impl std::fmt::Debug for PassRegistry {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PassRegistry")
            .field("passes", &self.passes.keys().collect::<Vec<_>>())
            .field("pipelines", &self.pipelines.keys().collect::<Vec<_>>())
            .finish()
    }
}
