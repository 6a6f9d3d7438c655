
llvm.func @intrin_tags(%v: f32, %x: i32) {
  // expected-error@+1 {{expected 1 operand bundle tags, but actually got 0}}
  "llvm.call_intrinsic"(%v, %x) <{intrin = "llvm.round", op_bundle_sizes = array<i32: 1>, operandSegmentSizes = array<i32: 1, 1>}> : (f32, i32) -> ()
  llvm.return
}

