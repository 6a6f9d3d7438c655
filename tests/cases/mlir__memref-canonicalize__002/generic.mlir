"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (memref<?x?xf32>, memref<?xf32>, index), sym_name = "const_alloc"}> ({
  ^bb0(%arg0: index):
    %0 = "arith.constant"() <{value = 4 : index}> : () -> index
    %1 = "arith.constant"() <{value = -1 : index}> : () -> index
    %2 = "memref.alloc"(%0, %arg0) <{alignment = 64 : i64, operandSegmentSizes = array<i32: 2, 0>}> : (index, index) -> memref<?x?xf32>
    %3 = "memref.alloca"(%1) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xf32>
    %4 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2048xi8>
    %5 = "memref.view"(%4, %0, %arg0) : (memref<2048xi8>, index, index) -> memref<?xf32>
    %6 = "arith.constant"() <{value = 0 : index}> : () -> index
    %7 = "memref.dim"(%5, %6) : (memref<?xf32>, index) -> index
    "func.return"(%2, %3, %7) : (memref<?x?xf32>, memref<?xf32>, index) -> ()
  }) : () -> ()
}) : () -> ()

