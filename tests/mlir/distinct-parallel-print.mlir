// Distinct attributes under aliases (numbered in the alias section, so the
// functions may print on several threads) and inline in ops (numbered as
// printed, so they print in order).
#file = #llvm.di_file<"k.py" in "/src">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_Python, file = #file, producer = "gen", isOptimized = true, emissionKind = LineTablesOnly>
#sp0 = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #file, name = "f0", file = #file, line = 1, subprogramFlags = "Definition|Optimized">
#sp1 = #llvm.di_subprogram<id = distinct[2]<>, compileUnit = #cu, scope = #file, name = "f1", file = #file, line = 2, subprogramFlags = "Definition|Optimized">
module {
  llvm.func @f0(%arg0: i32) -> i32 {
    %0 = llvm.add %arg0, %arg0 : i32 loc(fused<#sp0>["k.py":1:2])
    llvm.return %0 : i32 loc(fused<#sp0>["k.py":1:3])
  }
  llvm.func @f1(%arg0: i32) -> i32 {
    %0 = llvm.mul %arg0, %arg0 : i32 loc(fused<#sp1>["k.py":2:2])
    llvm.return %0 : i32 loc(fused<#sp1>["k.py":2:3])
  }
}

// -----

module {
  func.func @a() {
    "test.op"() {d = distinct[7]<42 : i32>} : () -> ()
    return
  }
  func.func @b() {
    "test.op"() {d = distinct[3]<>, e = distinct[7]<42 : i32>} : () -> ()
    return
  }
}

// -----

#sp = #llvm.di_subprogram<id = distinct[4]<>, compileUnit = #llvm.di_compile_unit<id = distinct[5]<>, sourceLanguage = DW_LANG_C, file = #llvm.di_file<"a.c" in "/">, isOptimized = false, emissionKind = Full>, scope = #llvm.di_file<"a.c" in "/">, name = "g", file = #llvm.di_file<"a.c" in "/">, subprogramFlags = Definition>
module {
  func.func @a() {
    "test.op"() {d = distinct[9]<>} : () -> () loc(fused<#sp>["a.c":1:1])
    return
  }
  func.func @b() {
    "test.op"() {d = #sp} : () -> ()
    return
  }
}
