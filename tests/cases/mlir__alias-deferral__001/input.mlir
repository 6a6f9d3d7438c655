
// Distinct attributes the ops never print in place: inside subprograms
// only locations reach (deferred), and bare in a fused location's metadata.
#file = #llvm.di_file<"k.py" in "/src">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_Python, file = #file, producer = "gen", isOptimized = true, emissionKind = LineTablesOnly>
#sp0 = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #file, name = "f0", file = #file, line = 1, subprogramFlags = "Definition|Optimized">
#sp1 = #llvm.di_subprogram<id = distinct[2]<>, compileUnit = #cu, scope = #file, name = "f1", file = #file, line = 2, subprogramFlags = "Definition|Optimized">
module {
  llvm.func @f0(%arg0: i32) -> i32 {
    %0 = llvm.add %arg0, %arg0 : i32 loc(fused<#sp1>["k.py":1:2])
    %1 = llvm.add %0, %arg0 : i32 loc(fused<distinct[7]<>>["k.py":1:4])
    llvm.return %0 : i32 loc(fused<#sp0>["k.py":1:3])
  }
  llvm.func @f1(%arg0: i32) -> i32 {
    %0 = llvm.mul %arg0, %arg0 : i32 loc(fused<#sp1>["k.py":2:2])
    llvm.return %0 : i32 loc(fused<#sp0>["k.py":2:3])
  }
}
