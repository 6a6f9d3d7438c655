#di_file = #llvm.di_file<"a.c" in "/">
#distinct = distinct[0]<42 : i32>
#di_compile_unit = #llvm.di_compile_unit<id = distinct[1]<>, sourceLanguage = DW_LANG_C, file = #di_file, isOptimized = false, emissionKind = Full>
#di_subprogram = #llvm.di_subprogram<id = distinct[2]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "g", file = #di_file, subprogramFlags = Definition>
module {
  module {
    llvm.func @f0(%arg0: i32) -> i32 {
      %0 = llvm.add %arg0, %arg0 : i32
      llvm.return %0 : i32
    }
    llvm.func @f1(%arg0: i32) -> i32 {
      %0 = llvm.mul %arg0, %arg0 : i32
      llvm.return %0 : i32
    }
  }
  module {
    func.func @a() {
      "test.op"() {d = #distinct} : () -> ()
      return
    }
    func.func @b() {
      "test.op"() {d = distinct[3]<>, e = #distinct} : () -> ()
      return
    }
  }
  module {
    func.func @a() {
      "test.op"() {d = distinct[4]<>} : () -> ()
      return
    }
    func.func @b() {
      "test.op"() {d = #di_subprogram} : () -> ()
      return
    }
  }
}

