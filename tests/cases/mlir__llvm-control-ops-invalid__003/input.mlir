
llvm.func @switch_type(%x: i32) {
  // expected-error@+1 {{expects case value type to match condition value type}}
  "llvm.switch"(%x)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[1]> : vector<1xi8>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  llvm.return
}

