
// expected-error @below {{invalid kind of attribute specified}}
// expected-error @below {{failed to parse LLVM_DISubprogramAttr parameter 'compileUnit' which is to be a `DICompileUnitAttr`}}
#x = #llvm.di_subprogram<compileUnit = #llvm.di_file<"a" in "b">, name = "f", subprogramFlags = Definition>
module attributes {foo.a = #x} {}
