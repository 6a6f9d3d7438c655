//! Developer tool: parse a file and print it generically (or the first error
//! as `file:line:col: error: msg`).
//! Usage: rparse [--debug] [--custom] [--no-print] FILE
use rmlir_asm_parser::{parse_source, ParseOptions};
use rmlir_ir::printer::{print_ir, PrintOptions};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let debug = args.iter().any(|a| a == "--debug");
    let custom = args.iter().any(|a| a == "--custom");
    let no_print = args.iter().any(|a| a == "--no-print");
    let path = args.iter().rfind(|a| !a.starts_with("--")).expect("file");
    let src = std::fs::read(path).unwrap();
    let ctx = rmlir_ir::Context::new();
    ctx.set_allow_unregistered_dialects(true);
    let t = std::time::Instant::now();
    match parse_source(
        &ctx,
        &src,
        &ParseOptions {
            filename: path.clone(),
        },
    ) {
        Ok(p) => {
            if std::env::var("RPARSE_TIME").is_ok() {
                eprintln!("parse: {:?}", t.elapsed());
            }
            if no_print {
                return;
            }
            let opts = PrintOptions {
                generic: !custom,
                debug_info: debug,
                ..PrintOptions::default()
            };
            let mut out = String::new();
            print_ir(&ctx, &p.ir, &p.metadata, &opts, &mut out);
            print!("{out}");
        }
        Err(e) => {
            eprintln!("{}:{}:{}: error: {}", path, e.line, e.col, e.message);
            for (l, c, n) in &e.notes {
                eprintln!("{}:{}:{}: note: {}", path, l, c, n);
            }
            std::process::exit(1);
        }
    }
}
