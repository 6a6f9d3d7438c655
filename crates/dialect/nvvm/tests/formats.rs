//! Every generated op's assembly format compiles against its signature
//! (the `ops!` macro checks the format's grammar; the storage of each
//! property is only known once the crate is built).

#[test]
fn every_format_compiles() {
    for d in [&rmlir_nvvm::DIALECT, &rmlir_rocdl::DIALECT] {
        for op in d.ops {
            assert!(
                op.assembly_format.is_none() || op.compiled_format().is_some(),
                "{}",
                op.name
            );
        }
    }
}
