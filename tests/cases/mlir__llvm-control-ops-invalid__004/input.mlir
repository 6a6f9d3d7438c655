
llvm.func @asm_musttail() -> i32 {
  // expected-error@+1 {{'llvm.inline_asm' op tail call kind 'musttail' is not supported by this operation}}
  %0 = llvm.inline_asm tail_call_kind = <musttail> "nop", "=r" : () -> i32
  llvm.return %0 : i32
}

