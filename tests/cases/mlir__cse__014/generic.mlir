"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (memref<4xi32>, memref<4xi32>, i32, i32), sym_name = "alloc"}> ({
  ^bb0(%arg0: index):
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xi32>
    %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xi32>
    %2 = "memref.load"(%0, %arg0) : (memref<4xi32>, index) -> i32
    %3 = "memref.load"(%1, %arg0) : (memref<4xi32>, index) -> i32
    "func.return"(%0, %1, %2, %3) : (memref<4xi32>, memref<4xi32>, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

