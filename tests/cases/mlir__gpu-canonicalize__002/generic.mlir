"builtin.module"() ({
  "func.func"() <{function_type = (index, index) -> (index, index, index), sym_name = "dim_of_alloc"}> ({
  ^bb0(%arg0: index, %arg1: index):
    %0 = "gpu.alloc"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 0, 2, 0>}> : (index, index) -> memref<?x4x?xf32>
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3 = "arith.constant"() <{value = 2 : index}> : () -> index
    %4 = "memref.dim"(%0, %1) : (memref<?x4x?xf32>, index) -> index
    %5 = "memref.dim"(%0, %2) : (memref<?x4x?xf32>, index) -> index
    %6 = "memref.dim"(%0, %3) : (memref<?x4x?xf32>, index) -> index
    "func.return"(%4, %5, %6) : (index, index, index) -> ()
  }) : () -> ()
}) : () -> ()

