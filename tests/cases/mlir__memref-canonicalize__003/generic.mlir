"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xf32>, memref<0xf32>, memref<?xf32, strided<[?], offset: ?>>) -> (), sym_name = "copies"}> ({
  ^bb0(%arg0: memref<4xf32>, %arg1: memref<0xf32>, %arg2: memref<?xf32, strided<[?], offset: ?>>):
    %0 = "memref.cast"(%arg0) : (memref<4xf32>) -> memref<?xf32>
    "memref.copy"(%0, %0) : (memref<?xf32>, memref<?xf32>) -> ()
    "memref.copy"(%arg1, %arg1) : (memref<0xf32>, memref<0xf32>) -> ()
    %1 = "memref.cast"(%arg0) : (memref<4xf32>) -> memref<?xf32, strided<[?], offset: ?>>
    "memref.copy"(%1, %arg2) : (memref<?xf32, strided<[?], offset: ?>>, memref<?xf32, strided<[?], offset: ?>>) -> ()
    %2 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<0x4xf32>
    "memref.copy"(%arg0, %0) : (memref<4xf32>, memref<?xf32>) -> ()
    "test.use"(%2) : (memref<0x4xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

