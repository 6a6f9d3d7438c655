"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: index):
    %0 = "memref.alloc"(%arg0, %arg0) <{operandSegmentSizes = array<i32: 0, 2>}> : (index, index) -> memref<4xf32, strided<[?], offset: ?>>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

