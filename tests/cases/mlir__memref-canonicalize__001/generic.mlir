"builtin.module"() ({
  "func.func"() <{function_type = (index, f32) -> (), sym_name = "dead"}> ({
  ^bb0(%arg0: index, %arg1: f32):
    %0 = "memref.alloc"(%arg0) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xf32>
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index
    "memref.store"(%arg1, %0, %1) : (f32, memref<?xf32>, index) -> ()
    "memref.dealloc"(%0) : (memref<?xf32>) -> ()
    %2 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
    %3 = "memref.realloc"(%2) : (memref<4xf32>) -> memref<8xf32>
    "memref.dealloc"(%3) : (memref<8xf32>) -> ()
    %4 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<memref<?xf32>>
    %5 = "memref.alloc"(%arg0) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xf32>
    "memref.store"(%5, %4) : (memref<?xf32>, memref<memref<?xf32>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

