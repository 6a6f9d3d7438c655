"builtin.module"() ({
  "func.func"() <{function_type = () -> (memref<2x1xf32>, memref<2x1xf32>), sym_name = "side_effect"}> ({
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x1xf32>
    %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x1xf32>
    "func.return"(%0, %1) : (memref<2x1xf32>, memref<2x1xf32>) -> ()
  }) : () -> ()
}) : () -> ()

