from books import Book


def describe_book(book: Book) -> str:
    return f"Book: {book.title}"
