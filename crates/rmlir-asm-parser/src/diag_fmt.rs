//! Types and attributes inside diagnostics, printed as upstream prints them
//! there: by the AsmPrinter, without aliases.

use rmlir_ir::printer::{print_attribute, print_type};
use rmlir_ir::{Attribute, Context, Type};

pub fn fmt_type(ctx: &Context, t: Type) -> String {
    let mut s = String::new();
    print_type(ctx, t, &mut s);
    s
}

pub fn fmt_attr(ctx: &Context, a: Attribute) -> String {
    let mut s = String::new();
    print_attribute(ctx, a, &mut s);
    s
}
