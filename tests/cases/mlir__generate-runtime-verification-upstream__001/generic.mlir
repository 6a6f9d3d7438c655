"builtin.module"() ({
  "func.func"() <{function_type = (memref<1xf32>, index) -> (), sym_name = "subview"}> ({
  ^bb0(%arg1: memref<1xf32>, %arg2: index):
    %1 = "memref.subview"(%arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (memref<1xf32>, index) -> memref<1xf32, strided<[1], offset: ?>>
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "load_scf"}> ({
  ^bb0(%arg0: index):
    %0 = "scf.execute_region"() ({
      "scf.yield"(%arg0) : (index) -> ()
    }) : () -> index
    "func.return"(%0) : (index) -> ()
  }) : () -> ()
}) : () -> ()

