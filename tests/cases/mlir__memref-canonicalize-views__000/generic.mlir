"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (memref<?x?xf32>, memref<16xf32>, memref<?xf32>), sym_name = "views"}> ({
  ^bb0(%arg0: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 4 : index}> : () -> index
    %2 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2048xi8>
    %3 = "memref.view"(%2, %0, %1, %arg0) : (memref<2048xi8>, index, index, index) -> memref<?x?xf32>
    %4 = "memref.view"(%2, %arg0) : (memref<2048xi8>, index) -> memref<16xf32>
    %5 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2048xi8>
    %6 = "memref.cast"(%5) : (memref<2048xi8>) -> memref<?xi8>
    %7 = "memref.view"(%6, %arg0, %arg0) : (memref<?xi8>, index, index) -> memref<?xf32>
    %8 = "memref.view"(%2, %0) : (memref<2048xi8>, index) -> memref<2048xi8>
    "test.use"(%8) : (memref<2048xi8>) -> ()
    "func.return"(%3, %4, %7) : (memref<?x?xf32>, memref<16xf32>, memref<?xf32>) -> ()
  }) : () -> ()
}) : () -> ()

