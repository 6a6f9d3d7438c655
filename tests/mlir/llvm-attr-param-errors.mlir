// RUN: mlir-opt %s -split-input-file
// Parameters of llvm attributes that fail to parse: the field parser's
// error, then the one naming the parameter's C++ type.

module attributes {x.a = #llvm.di_basic_type<name = 3>} {}

// -----

module attributes {x.a = #llvm.di_basic_type<name = "a", encoding = foo>} {}

// -----

module attributes {x.a = #llvm.di_basic_type<tag = foo, name = "a">} {}

// -----

module attributes {x.a = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = <"a" in "b">, isOptimized = maybe, emissionKind = Full>} {}

// -----

module attributes {x.a = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = <"a" in "b">, isOptimized = true, emissionKind = Most>} {}

// -----

module attributes {x.a = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = <"a" in "b">, isOptimized = true, emissionKind = Full, nameTableKind = Foo>} {}

// -----

module attributes {x.a = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = foo, file = <"a" in "b">, isOptimized = true, emissionKind = Full>} {}

// -----

module attributes {x.a = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = 3, isOptimized = true, emissionKind = Full>} {}

// -----

module attributes {x.a = #llvm.di_compile_unit<id = 3, sourceLanguage = DW_LANG_C, file = <"a" in "b">, isOptimized = true, emissionKind = Full>} {}

// -----

module attributes {x.a = #llvm.di_local_variable<scope = 3>} {}

// -----

module attributes {x.a = #llvm.di_subroutine_type<callingConvention = foo>} {}

// -----

module attributes {x.a = #llvm.di_subprogram<subprogramFlags = Bogus>} {}

// -----

module attributes {x.a = #llvm.memory_effects<other = foo, argMem = none, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>} {}

// -----

module attributes {x.a = #llvm.profile_summary<format = Foo>} {}

// -----

module attributes {x.a = #llvm.address_space<x>} {}

// -----

module attributes {x.a = #llvm.dependent_libraries<["a"]>} {}

// -----

module attributes {x.a = #llvm.constant_range<f32, 0, 1>} {}

// -----

#domain = #llvm.alias_scope_domain<id = distinct[0]<>, description = "d">
module attributes {x.a = #domain, x.b = #llvm.di_lexical_block<scope = #llvm.di_file<"a" in "b">, line = 3>} {}

// -----

llvm.comdat @c {
  llvm.comdat_selector @any any
}
llvm.func @f() comdat(@c::@an)
// -----
llvm.comdat @c {
  llvm.comdat_selector @any any
}
llvm.mlir.global external @g() comdat(@c::@nope) : i32
// -----
llvm.comdat @c {
  llvm.comdat_selector @any any
}
llvm.func @h()
llvm.func @f() comdat(@h)
llvm.mlir.global external @g() comdat(@c::@any) : i32

// -----

llvm.func @f(%v: f32) {
  %0 = llvm.call_intrinsic "llvm.round"(%v) : (f32 -> f32
  llvm.return
}

// -----

llvm.func @f(%v: f32) {
  %0 = llvm.call @f(%v) : (f32 -> f32
  llvm.return
}

// -----

module attributes {x.a = #llvm.linkage<3>} {}
// -----

module attributes {x.a = #llvm.framePointerKind<>} {}

// -----

llvm.func @f(%x: i32) {
  %1 = llvm.inline_asm asm_dialect = "mov $0, $1", "=r,r" %x : (i32) -> i32
  llvm.return
}
// -----
llvm.func @f(%x: i32) {
  %1 = llvm.inline_asm asm_dialect = foo "mov $0, $1", "=r,r" %x : (i32) -> i32
  llvm.return
}
