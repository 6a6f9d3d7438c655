"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xf32>, index) -> (), sym_name = "h"}> ({
  ^bb0(%arg0: memref<4xf32>, %arg1: index):
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
    %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
    %2 = "memref.dim"(%arg0, %arg1) : (memref<4xf32>, index) -> index
    %3 = "memref.dim"(%arg0, %arg1) : (memref<4xf32>, index) -> index
    %4 = "memref.subview"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 1>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (memref<4xf32>) -> memref<2xf32, strided<[1], offset: 1>>
    %5 = "memref.subview"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 1>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (memref<4xf32>) -> memref<2xf32, strided<[1], offset: 1>>
    %6 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<64xi8>
    %7 = "memref.view"(%6, %arg1) : (memref<64xi8>, index) -> memref<4xf32>
    %8 = "memref.view"(%6, %arg1) : (memref<64xi8>, index) -> memref<4xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

