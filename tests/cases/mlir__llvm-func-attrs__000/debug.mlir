#loc6 = loc("input.mlir":12:26)
"builtin.module"() ({
  "llvm.comdat"() <{sym_name = "c"}> ({
    "llvm.comdat_selector"() <{comdat = 0 : i64, sym_name = "any"}> : () -> () loc(#loc2)
  }) : () -> () loc(#loc1)
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "vscale", unnamed_addr = 0 : i64, visibility_ = 0 : i64, vscale_range = #llvm.vscale_range<minRange = 1 : i32, maxRange = 16 : i32>}> ({
    "llvm.return"() : () -> () loc(#loc4)
  }) : () -> () loc(#loc3)
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, arg_attrs = [{llvm.noundef}], comdat = @c::@any, function_type = !llvm.func<i32 (i32)>, linkage = #llvm.linkage<internal>, no_unwind, sym_name = "both", unnamed_addr = 0 : i64, visibility_ = 0 : i64, vscale_range = #llvm.vscale_range<minRange = 2 : i32, maxRange = 2 : i32>}> ({
  ^bb0(%arg0: i32 loc("input.mlir":12:26)):
    "llvm.return"(%arg0) : (i32) -> () loc(#loc7)
  }) : () -> () loc(#loc5)
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, comdat = @c::@any, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "decl", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> () loc(#loc8)
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "generic", unnamed_addr = 0 : i64, visibility_ = 0 : i64, vscale_range = #llvm.vscale_range<minRange = 4 : i32, maxRange = 8 : i32>}> ({
  }) : () -> () loc(#loc9)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":6:1)
#loc2 = loc("input.mlir":7:3)
#loc3 = loc("input.mlir":9:1)
#loc4 = loc("input.mlir":10:3)
#loc5 = loc("input.mlir":12:1)
#loc7 = loc("input.mlir":13:3)
#loc8 = loc("input.mlir":15:1)
#loc9 = loc("input.mlir":16:1)

