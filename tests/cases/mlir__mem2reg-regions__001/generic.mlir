"builtin.module"() ({
  "func.func"() <{function_type = () -> f32, sym_name = "f1"}> ({
    %3 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<f32>
    %4 = "memref.load"(%3) : (memref<f32>) -> f32
    "func.return"(%4) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "f2"}> ({
  ^bb0(%arg0: index):
    %0 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1xindex>
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index
    "memref.store"(%arg0, %0, %1) : (index, memref<1xindex>, index) -> ()
    %2 = "memref.load"(%0, %1) : (memref<1xindex>, index) -> index
    "func.return"(%2) : (index) -> ()
  }) : () -> ()
}) : () -> ()

