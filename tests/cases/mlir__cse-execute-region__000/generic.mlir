"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xf32>) -> f32, sym_name = "f"}> ({
  ^bb0(%arg0: memref<4xf32>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "scf.execute_region"() ({
      %6 = "memref.load"(%arg0, %0) : (memref<4xf32>, index) -> f32
      "scf.yield"(%6) : (f32) -> ()
    }) : () -> f32
    %2 = "scf.execute_region"() ({
      %5 = "memref.load"(%arg0, %0) : (memref<4xf32>, index) -> f32
      "scf.yield"(%5) : (f32) -> ()
    }) : () -> f32
    %3 = "scf.execute_region"() ({
      %4 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
      "scf.yield"(%4) : (f32) -> ()
    }) : () -> f32
    "func.return"(%2) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

