
llvm.func @switch_zero_weights(%x: i32) {
  // expected-error@+1 {{branch weights cannot all be zero}}
  llvm.switch %x : i32, ^bb1 [
    1: ^bb1
  ] {branch_weights = array<i32: 0, 0>}
^bb1:
  llvm.return
}

