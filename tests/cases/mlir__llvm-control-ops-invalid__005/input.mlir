
llvm.func @intrin_name(%v: f32) {
  // expected-error@+1 {{'llvm.call_intrinsic' op intrinsic name must start with 'llvm.'}}
  llvm.call_intrinsic "round"(%v) : (f32) -> ()
  llvm.return
}

