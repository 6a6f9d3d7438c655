// ARGS: --split-input-file --verify-diagnostics -p builtin.module(func.func(symbol-dce))
// expected-error@+1 {{was scheduled to run under SymbolDCE, but does not define a symbol table}}
func.func @f() {
  return
}

// -----

module {
}
