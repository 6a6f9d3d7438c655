"builtin.module"() ({
  "func.func"() <{function_type = (memref<?xf32>, index) -> f32, sym_name = "f"}> ({
  ^bb0(%arg2: memref<?xf32>, %arg3: index):
    %2 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3 = "memref.load"(%arg2, %2) : (memref<?xf32>, index) -> f32
    %4 = "memref.load"(%arg2, %arg3) : (memref<?xf32>, index) -> f32
    %5 = "arith.addf"(%3, %4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%5) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?xf32>, index) -> f32, sym_name = "g"}> ({
  ^bb0(%arg0: tensor<?xf32>, %arg1: index):
    %0 = "tensor.dim"(%arg0, %arg1) : (tensor<?xf32>, index) -> index
    %1 = "tensor.extract"(%arg0, %0) : (tensor<?xf32>, index) -> f32
    "func.return"(%1) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

